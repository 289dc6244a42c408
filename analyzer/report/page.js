/*
 * page.js - the review page's renderer (html.c inlines it).  It reads the
 * report from #warpcheck-data and lays it out: the header, the kernel
 * table, the findings, each source file with its per-line costs, and under
 * each line its findings, fixes and pictures.  It computes nothing about
 * the hardware: banks, wavefronts and sectors all come from warpcheck.
 * A big file is one string of rows set at once; pictures are drawn when
 * opened.
 */
(function () {
	'use strict';
	var data = JSON.parse(document.getElementById('warpcheck-data').textContent);
	var page = data.page || {};
	var kernels = data.kernels || [];
	var diags = data.diagnostics || [];
	var sources = data.sources || {};
	var pictures = data.pictures || {};

	function esc(s) {
		return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;')
			.replace(/>/g, '&gt;').replace(/"/g, '&quot;');
	}
	/* 16777216 as 16,777,216 (toLocaleString is slow on big pages) */
	function num(n) {
		return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
	}
	function short(n) {
		var units = ['', 'k', 'M', 'G', 'T'], i = 0;
		while (n >= 1000 && i < units.length - 1) {
			n /= 1000;
			i++;
		}
		return (i ? n.toPrecision(3) : String(n)) + units[i];
	}
	function ratio(a, b) {
		if (!b)
			return a ? '\u221e' : '1';
		var r = a / b;
		return r >= 10 ? r.toFixed(0) : r.toFixed(r === Math.round(r) ? 0 : 2);
	}
	function seconds(s) {
		if (s >= 1e-3)
			return (s * 1e3).toPrecision(3) + ' ms';
		return (s * 1e6).toPrecision(3) + ' \u00b5s';
	}
	function dims(d) {
		return '(' + d.join(',') + ')';
	}
	function fileId(f) {
		return 'f' + Object.keys(sources).indexOf(f);
	}
	function lineId(f, l) {
		return fileId(f) + '-L' + l;
	}
	function where(f, l, c) {
		if (!l)
			return esc(f);    /* the file as a whole (one that cannot be read) */
		return '<a href="#' + lineId(f, l) + '">' + esc(f) + ':' + l + (c ? ':' + c : '') + '</a>';
	}

	/* ---- what each line holds ---------------------------------------- */

	var lines = {};            /* file -> line -> { accs, diags, share } */
	function at(f, l) {
		var byFile = lines[f] || (lines[f] = {});
		return byFile[l] || (byFile[l] = { accs: [], diags: [], share: 0, kernels: [] });
	}
	kernels.forEach(function (k, ki) {
		var share = {};
		at(k.file, k.line).kernels.push(ki);
		if (k.time && k.time.access_costs)
			k.time.access_costs.forEach(function (c) { share[c.id] = c.share; });
		(k.accesses || []).forEach(function (a, id) {
			var slot = at(a.file, a.line);
			slot.accs.push({ k: ki, id: id, a: a, share: share[id] || 0 });
			if ((share[id] || 0) > slot.share)
				slot.share = share[id];
		});
	});
	diags.forEach(function (d, i) {
		if (d.file)
			at(d.file, d.line).diags.push(i);
	});

	/* an access's cost against its ideal, in its own units */
	function accCost(a) {
		if (a.space === 'shared')
			return { got: a.wavefronts || 0, ideal: a.ideal_wavefronts || 0, unit: 'wavefronts' };
		return { got: a.sectors || 0, ideal: a.ideal_sectors || 0, unit: 'sectors' };
	}
	function accOver(a) {
		var c = accCost(a);
		return c.got > c.ideal;
	}

	/* ---- syntax colouring --------------------------------------------- */

	var KEYWORDS = /^(if|else|for|while|do|return|break|continue|switch|case|default|goto|sizeof|typedef|struct|class|union|enum|template|typename|namespace|using|static|const|constexpr|volatile|extern|inline|auto|register|public|private|protected|new|delete|this|true|false|nullptr|operator|static_assert|decltype|noexcept|virtual|friend|explicit|mutable|asm)$/;
	var TYPES = /^(void|bool|char|short|int|long|float|double|signed|unsigned|size_t|int8_t|int16_t|int32_t|int64_t|uint8_t|uint16_t|uint32_t|uint64_t|half|__half|half2|__half2|__nv_bfloat16|float2|float3|float4|int2|int3|int4|uint2|uint3|uint4|double2|dim3)$/;
	var CUDA = /^(__global__|__device__|__host__|__shared__|__constant__|__restrict__|__launch_bounds__|__forceinline__|__noinline__|__grid_constant__|threadIdx|blockIdx|blockDim|gridDim|warpSize|__syncthreads|__syncwarp)$/;
	var TOKEN = /(\/\/[^\n]*)|(\/\*[\s\S]*?(?:\*\/|$))|("(?:\\.|[^"\\\n])*"?)|('(?:\\.|[^'\\\n])*'?)|(^[ \t]*#[ \t]*[a-z]+)|(\b\d[\w.]*(?:[eEpP][+-]\d+)?[a-zA-Z]*)|([A-Za-z_]\w*)/gm;

	/* The file's lines as HTML, colour spans closed at each line's end. */
	function colour(text) {
		var out = [], cur = '', last = 0, m;

		function put(s, cls) {
			var parts = s.split('\n'), i;
			for (i = 0; i < parts.length; i++) {
				if (i > 0) {
					out.push(cur);
					cur = '';
				}
				if (parts[i])
					cur += cls ? '<span class="' + cls + '">' + esc(parts[i]) + '</span>' : esc(parts[i]);
			}
		}
		TOKEN.lastIndex = 0;
		while ((m = TOKEN.exec(text)) !== null) {
			if (m[0] === '') {
				TOKEN.lastIndex++;
				continue;
			}
			put(text.slice(last, m.index), null);
			var cls = m[1] || m[2] ? 'cm' : m[3] || m[4] ? 's' : m[5] ? 'pp' : m[6] ? 'num'
				: KEYWORDS.test(m[7]) ? 'k' : TYPES.test(m[7]) ? 'ty' : CUDA.test(m[7]) ? 'cu' : null;
			put(m[0], cls);
			last = TOKEN.lastIndex;
		}
		put(text.slice(last), null);
		out.push(cur);
		return out;
	}

	/* ---- the header ---------------------------------------------------- */

	function header() {
		var count = { error: 0, warning: 0, note: 0 }, unknown = 0, assumed = 0, h;
		diags.forEach(function (d) { count[d.severity]++; });
		kernels.forEach(function (k) {
			(k.accesses || []).forEach(function (a) {
				if (a.status === 'unknown')
					unknown++;
				else if (a.status === 'assumed')
					assumed++;
			});
		});
		h = '<header class="top"><h1>' + esc(Object.keys(sources).join(', ') || 'no source') +
			' <span class="tool">\u2014 warpcheck review</span></h1>';
		h += '<div class="summary">';
		h += '<span class="pill">' + kernels.length + ' kernel' + (kernels.length === 1 ? '' : 's') + '</span>';
		['error', 'warning', 'note'].forEach(function (s) {
			if (count[s])
				h += '<span class="pill ' + s + '">' + count[s] + ' ' + s + (count[s] === 1 ? '' : 's') + '</span>';
		});
		if (unknown)
			h += '<span class="pill" title="accesses whose addresses depend on something warpcheck was not told; their notes say which flag or comment settles them">' +
				unknown + ' access' + (unknown === 1 ? '' : 'es') + ' not fully analyzed</span>';
		if (assumed)
			h += '<span class="pill" title="exact, given a warpcheck: assume comment">' + assumed + ' counted under an assumption</span>';
		if (data.suppressed)
			h += '<span class="pill">' + data.suppressed + ' suppressed</span>';
		h += '</div><div class="meta">';
		h += 'command: <code>' + esc((page.command || []).join(' ')) + '</code>';
		if (page.config && page.config.length)
			h += ' &nbsp; from .warpcheck.yaml: <code>' + esc(page.config.join(' ')) + '</code>';
		h += '<br>device model: ' + esc(page.arch || '') +
			(kernels.length && kernels[0].time ? ' (' + esc(kernels[0].time.device) + ')' : '') +
			' &nbsp; warpcheck ' + esc(page.version || '') +
			(page.directory ? ' &nbsp; in <code>' + esc(page.directory) + '</code>' : '') +
			'<br>counts are per launch, as Nsight Compute counts them (shared-memory wavefronts, global-memory sectors), beside their ideal: the same requests with no bank conflict and full coalescing';
		h += '</div></header>';
		return h;
	}

	/* ---- the kernel table ---------------------------------------------- */

	var COLUMNS = [
		{ name: 'kernel', cls: 'name', key: function (k) { return k.name; },
		  show: function (k) { return '<a href="#' + lineId(k.file, k.line) + '">' + esc(k.name) + '</a> <span class="meta">' + esc(k.file) + ':' + k.line + '</span>'; } },
		{ name: 'launch', key: function (k) { return k.warps || 0; },
		  show: function (k) { return '<span title="' + esc(k.launch.origin) + '">&lt;&lt;&lt;' + dims(k.launch.grid) + ', ' + dims(k.launch.block) + '&gt;&gt;&gt;</span>'; } },
		{ name: 'shared wavefronts', key: function (k) { return t(k, 'shared_load_wavefronts') + t(k, 'shared_store_wavefronts') + t(k, 'shared_atomic_wavefronts'); },
		  show: function (k) { return against(t(k, 'shared_load_wavefronts') + t(k, 'shared_store_wavefronts'),
						       t(k, 'shared_load_ideal_wavefronts') + t(k, 'shared_store_ideal_wavefronts')); } },
		{ name: 'global sectors', key: function (k) { return t(k, 'global_load_sectors') + t(k, 'global_store_sectors'); },
		  show: function (k) { return against(t(k, 'global_load_sectors') + t(k, 'global_store_sectors'),
						       t(k, 'global_load_ideal_sectors') + t(k, 'global_store_ideal_sectors')); } },
		{ name: 'predicted time', key: function (k) { return k.time ? k.time.seconds : -1; },
		  show: function (k) {
			  if (!k.time)
				  return k.error ? '<span title="' + esc(k.error) + '">not simulated</span>' : '\u2014';
			  return (k.time.floor ? '\u2265 ' : '') + seconds(k.time.seconds) + (k.time.grid_assumed ? ' <span title="' + esc(k.time.grid_why || '') + '">(a block)</span>' : '');
		  } },
		{ name: 'bound by', key: function (k) { return k.time ? k.time.bound : ''; },
		  show: function (k) { return k.time ? '<span class="bound">' + esc(k.time.bound) + '</span>' : ''; } },
		{ name: 'findings', key: function (k, i) { return findingsOf(i); } }
	];
	function t(k, key) {
		return k.totals ? k.totals[key] || 0 : 0;
	}
	function against(got, ideal) {
		if (!got && !ideal)
			return '\u2014';
		return '<span class="' + (got > ideal ? 'over' : '') + '">' + num(got) + '</span> / ' + num(ideal) +
			(got > ideal ? ' <span class="over">(' + ratio(got, ideal) + '\u00d7)</span>' : '');
	}
	var findingCount = null;
	function findingsOf(i) {
		if (!findingCount) {
			findingCount = {};
			diags.forEach(function (d) {
				if (d.severity !== 'note' && d.kernel)
					findingCount[d.kernel] = (findingCount[d.kernel] || 0) + 1;
			});
		}
		return findingCount[kernels[i].name] || 0;
	}

	function kernelTable() {
		var h = '<h2 id="kernels">Kernels</h2><table class="kernels" id="kernel-table"><thead><tr>';
		COLUMNS.forEach(function (c, i) {
			h += '<th data-col="' + i + '" class="' + (c.cls || '') + '">' + c.name + '</th>';
		});
		h += '</tr></thead><tbody>';
		if (!kernels.length)
			h += '<tr><td class="name" colspan="' + COLUMNS.length + '">no kernel was analyzed</td></tr>';
		kernels.forEach(function (k, i) {
			h += '<tr data-kernel="' + i + '">';
			COLUMNS.forEach(function (c, j) {
				var v = c.show ? c.show(k, i) : esc(c.key(k, i));
				h += '<td class="' + (c.cls || '') + '">' + v + '</td>';
			});
			h += '</tr>';
		});
		return h + '</tbody></table>';
	}

	function sortable(table) {
		var state = { col: -1, dir: 1 };
		table.querySelector('thead').addEventListener('click', function (ev) {
			var th = ev.target.closest('th'), col, rows, body = table.tBodies[0];
			if (!th)
				return;
			col = +th.getAttribute('data-col');
			state.dir = state.col === col ? -state.dir : (col === 0 ? 1 : -1);
			state.col = col;
			rows = Array.prototype.slice.call(body.rows);
			rows.sort(function (a, b) {
				var ka = COLUMNS[col].key(kernels[+a.getAttribute('data-kernel')], +a.getAttribute('data-kernel'));
				var kb = COLUMNS[col].key(kernels[+b.getAttribute('data-kernel')], +b.getAttribute('data-kernel'));
				return (ka < kb ? -1 : ka > kb ? 1 : 0) * state.dir;
			});
			rows.forEach(function (r) { body.appendChild(r); });
			Array.prototype.forEach.call(table.querySelectorAll('th'), function (h) {
				h.classList.remove('asc', 'desc');
			});
			th.classList.add(state.dir > 0 ? 'asc' : 'desc');
		});
	}

	/* ---- findings ------------------------------------------------------ */

	function findingItem(d) {
		return '<li><span class="sev ' + d.severity + '">' + d.severity + '</span> ' +
			(d.file ? where(d.file, d.line, d.column) + ': ' : '') + esc(d.message) +
			(d.rule ? ' <span class="rule">[' + esc(d.rule) + ']</span>' : '') + '</li>';
	}

	/* Warnings, then the input problems (each said once, folded: a file
	 * that does not parse says the same thing for every instance). */
	var FINDINGS_SHOWN = 200;
	function findingList() {
		var h = '<h2 id="findings">Findings</h2><ul class="findings">', warnings = [], errors = [], seen = {};
		diags.forEach(function (d) {
			var key = d.file + ':' + d.line + ':' + d.column + ':' + d.message;
			if (d.severity === 'note' || seen[key])
				return;
			seen[key] = 1;
			(d.severity === 'error' ? errors : warnings).push(d);
		});
		warnings.slice(0, FINDINGS_SHOWN).forEach(function (d) { h += findingItem(d); });
		if (warnings.length > FINDINGS_SHOWN)
			h += '<li class="meta">and ' + (warnings.length - FINDINGS_SHOWN) + ' more, each at its line below</li>';
		if (!warnings.length)
			h += '<li>' + (!kernels.length ? 'No kernel was analyzed' + (errors.length ? ': the input problems below stopped it.' : '.')
				: errors.length ? 'No warnings in what was analyzed; the input problems below left the rest out.'
				: 'No warnings: every access warpcheck could read costs what it ideally would; the notes below say what it could not read.') + '</li>';
		h += '</ul>';
		if (errors.length) {
			/* a few are shown open: they are what to fix first */
			h += '<details class="errors"' + (errors.length <= 3 ? ' open' : '') + '><summary><span class="sev error">error</span> ' + errors.length +
				' input problem' + (errors.length === 1 ? '' : 's') + ': what depends on ' + (errors.length === 1 ? 'it' : 'them') +
				' is not analyzed (a file that does not parse: often a missing -I flag, or -p with the project\u2019s compile_commands.json)</summary><ul class="findings">';
			errors.slice(0, FINDINGS_SHOWN).forEach(function (d) { h += findingItem(d); });
			if (errors.length > FINDINGS_SHOWN)
				h += '<li class="meta">and ' + (errors.length - FINDINGS_SHOWN) + ' more</li>';
			h += '</ul></details>';
		}
		return h;
	}

	/* The fix that was checked for a finding: the kernel's, the rule's and
	 * the same array's. */
	function fixesFor(d) {
		var object = /'([^']+)'/.exec(d.message), out = [];
		diags.forEach(function (f) {
			if (f.fix && f.kernel === d.kernel && f.rule === d.rule &&
			    (!object || f.message.indexOf("'" + object[1] + "'") >= 0))
				out.push(f);
		});
		return out;
	}

	var split = {};
	function linesOf(f) {
		if (!(f in split))
			split[f] = typeof sources[f] === 'string' ? sources[f].split('\n') : null;
		return split[f];
	}

	function diff(f) {
		var lines_ = linesOf(f.file), first, last, before, after, h, i;
		if (!lines_)
			return '';
		first = lines_[f.fix.start_line - 1] || '';
		last = lines_[f.fix.end_line - 1] || '';
		before = first.slice(0, f.fix.start_column - 1);
		after = last.slice(f.fix.end_column - 1);
		h = '<pre class="diff">';
		for (i = f.fix.start_line; i <= f.fix.end_line; i++)
			h += '<span class="del">-' + esc(lines_[i - 1] || '') + '</span>';
		(before + f.fix.replacement + after).split('\n').forEach(function (l) {
			h += '<span class="add">+' + esc(l) + '</span>';
		});
		return h + '</pre>';
	}

	function fixBlock(f, here) {
		return '<div class="fix"><span class="label">fix, checked by simulating it</span>' +
			(here ? '' : ' at ' + where(f.file, f.line)) + ': ' +
			esc(f.message.replace(/^fix, checked by simulating it: /, '')) + diff(f) +
			(f.note ? '<div class="why">' + esc(f.note) + '</div>' : '') + '</div>';
	}

	/* The access a finding is about: the same line and column. */
	function accessOf(d, slot) {
		var best = null;
		slot.accs.forEach(function (x) {
			if (x.a.column === d.column && kernels[x.k].name === d.kernel && (!best || accOver(x.a)))
				best = x;
		});
		return best;
	}

	var pictureCount = 0;
	function findBlock(d, slot) {
		var x = accessOf(d, slot), h, c;
		if (d.fix)
			return '<div class="find note" data-diag="' + diags.indexOf(d) + '">' + fixBlock(d, true) + '</div>';
		h = '<div class="find ' + d.severity + '" data-diag="' + diags.indexOf(d) + '">';
		h += '<div class="msg"><span class="sev ' + d.severity + '">' + d.severity + '</span> ' + esc(d.message) +
			(d.rule ? ' <span class="rule">[' + esc(d.rule) + ']</span>' : '') +
			(d.kernel ? ' <span class="rule">in ' + esc(d.kernel) + '</span>' : '') + '</div>';
		if (d.note)
			h += '<div class="why">' + esc(d.note) + '</div>';
		if (x && d.severity !== 'note') {
			c = accCost(x.a);
			h += '<div class="cost">cost: <b>' + num(c.got) + '</b> ' + c.unit + ' for ' + num(x.a.requests) +
				' requests, ideal ' + num(c.ideal);
			if (x.share)
				h += '; at its ideal the kernel would take <b>' + (100 * x.share).toFixed(0) + '%</b> less than its predicted ' +
					seconds(kernels[x.k].time.seconds);
			h += '</div>';
		}
		if (d.severity !== 'note')
			fixesFor(d).forEach(function (f) { h += fixBlock(f, false); });
		if (x && pictures[x.k + ':' + x.id]) {
			var open = d.severity !== 'note' && pictureCount++ < 3;
			h += '<details class="pic" data-picture="' + x.k + ':' + x.id + '"' + (open ? ' open' : '') +
				'><summary>lane by lane: ' + (/^(ld|st)matrix/.test(x.a.text || '') ? 'the 8\u00d78 matrices\u2019 rows (16 bytes, 4 banks each), matrix by matrix, against wavefronts'
				: x.a.space === 'shared' ? 'banks against wavefronts' : 'sectors against bytes') +
				' for the worst request</summary><div class="draw"></div></details>';
		}
		return h + '</div>';
	}

	/* ---- pictures ------------------------------------------------------ */

	function svgBanks(r) {
		var cw = 24, ch = 20, left = 92, top = 26, w = left + 32 * cw + 8,
			h = top + r.cells.length * ch + 44, s, b, i, conflict = {}, many;
		r.conflict.forEach(function (b_) { conflict[b_] = 1; });
		s = '<svg xmlns="http://www.w3.org/2000/svg" width="' + w + '" height="' + h + '" viewBox="0 0 ' + w + ' ' + h +
			'" font-family="sans-serif" font-size="10.5" class="banks">';
		s += '<text x="6" y="' + (top - 8) + '">bank \u2192</text>';
		for (b = 0; b < 32; b++)
			s += '<text x="' + (left + b * cw + cw / 2) + '" y="' + (top - 8) + '" text-anchor="middle">' + b + '</text>';
		r.cells.forEach(function (row, i_) {
			many = {};
			r.many[i_].forEach(function (b_) { many[b_] = 1; });
			s += '<text x="6" y="' + (top + i_ * ch + 14) + '">wavefront ' + (i_ + 1) + '</text>';
			for (b = 0; b < 32; b++) {
				var lane = row[b];
				s += '<rect x="' + (left + b * cw) + '" y="' + (top + i_ * ch) + '" width="' + cw + '" height="' + ch +
					'" fill="' + (lane < 0 ? '#f4f4f4' : conflict[b] ? '#f4a582' : '#92c5de') +
					'" stroke="#fff" data-bank="' + b + '" data-wavefront="' + (i_ + 1) + '" data-lane="' + lane + '"/>';
				if (lane >= 0)
					s += '<text x="' + (left + b * cw + cw / 2) + '" y="' + (top + i_ * ch + 14) +
						'" text-anchor="middle">' + lane + (many[b] ? '+' : '') + '</text>';
			}
		});
		i = top + r.cells.length * ch + 14;
		s += '<rect x="6" y="' + i + '" width="12" height="12" fill="#92c5de"/><text x="22" y="' + (i + 10) +
			'">lane n\u2019s word, alone in its bank</text>';
		s += '<rect x="230" y="' + i + '" width="12" height="12" fill="#f4a582"/><text x="246" y="' + (i + 10) +
			'">a bank asked for several words: one wavefront each</text>';
		s += '<text x="6" y="' + (i + 26) + '">n+: lane n and others read that same word (one wavefront serves them all)</text>';
		return s + '</svg>';
	}

	function svgSectors(r) {
		var cw = 9, ch = 18, left = 84, top = 10, bytes = r.rows.length ? r.rows[0].used.length : 32,
			w = left + bytes * cw + 320, h = top + r.rows.length * ch + 30, s;
		s = '<svg xmlns="http://www.w3.org/2000/svg" width="' + w + '" height="' + h + '" viewBox="0 0 ' + w + ' ' + h +
			'" font-family="sans-serif" font-size="10.5" class="sectors">';
		r.rows.forEach(function (row, i) {
			var y = top + i * ch, b;
			s += '<text x="6" y="' + (y + 12) + '">sector ' + (row.sector >= 0 ? '+' : '') + row.sector + '</text>';
			for (b = 0; b < row.used.length; b++)
				s += '<rect x="' + (left + b * cw) + '" y="' + y + '" width="' + cw + '" height="' + (ch - 3) +
					'" fill="' + (row.used[b] === '#' ? '#4393c3' : '#e0e0e0') + '" stroke="#fff" data-sector="' + i +
					'" data-used="' + (row.used[b] === '#' ? 1 : 0) + '"/>';
			s += '<text x="' + (left + bytes * cw + 8) + '" y="' + (y + 12) + '">lane' + (row.lanes.length > 1 ? 's ' : ' ') +
				row.lanes.join(' ') + '</text>';
		});
		var y = top + r.rows.length * ch + 8;
		s += '<rect x="6" y="' + y + '" width="12" height="12" fill="#4393c3"/><text x="22" y="' + (y + 10) + '">a byte a lane asked for</text>';
		s += '<rect x="180" y="' + y + '" width="12" height="12" fill="#e0e0e0"/><text x="196" y="' + (y + 10) +
			'">a byte moved with its sector, unused</text>';
		return s + '</svg>';
	}

	function laneTable(r, shared) {
		var h = '<details><summary>the lanes</summary><table class="lanes"><tr><th>lane</th><th>threadIdx</th><th>byte offset</th>' +
			(shared ? '<th>word</th><th>bank</th>' : '<th>sector</th>') + '</tr>';
		r.lanes.forEach(function (l) {
			h += '<tr><td>' + l[0] + '</td><td>(' + l[1] + ',' + l[2] + ',' + l[3] + ')</td><td>' + l[4] + '</td><td>' +
				l[5] + '</td>' + (shared ? '<td>' + l[6] + '</td>' : '') + '</tr>';
		});
		return h + '</table></details>';
	}

	function drawPicture(det) {
		var reqs = pictures[det.getAttribute('data-picture')], box = det.querySelector('.draw'), h = '';
		if (!reqs || box.getAttribute('data-drawn'))
			return;
		box.setAttribute('data-drawn', '1');
		if (reqs.length > 1) {
			h += '<label>request: <select>';
			reqs.forEach(function (r, i) { h += '<option value="' + i + '">' + esc(r.title) + '</option>'; });
			h += '</select></label>';
		} else {
			h += '<div class="meta">' + esc(reqs[0].title) + '</div>';
		}
		h += '<div class="one"></div>';
		box.innerHTML = h;
		function show(i) {
			var r = reqs[i];
			box.querySelector('.one').innerHTML = (r.kind === 'banks' ? svgBanks(r) : svgSectors(r)) +
				laneTable(r, r.kind === 'banks');
		}
		show(0);
		if (reqs.length > 1)
			box.querySelector('select').addEventListener('change', function (ev) { show(+ev.target.value); });
	}

	/* ---- the sources ---------------------------------------------------- */

	function lineCost(slot) {
		var worst = null;
		slot.accs.forEach(function (x) {
			var c = accCost(x.a), r = c.ideal ? c.got / c.ideal : 0;
			if (!worst || r > worst.r)
				worst = { r: r, c: c, x: x };
		});
		return worst;
	}

	function accessRows(slot) {
		var h = '<table class="accs"><tr><th>access</th><th>kernel</th><th>requests</th><th>cost</th><th>ideal</th><th>time</th><th>status</th></tr>';
		slot.accs.forEach(function (x) {
			var c = accCost(x.a);
			h += '<tr><td><code>' + esc(x.a.op + ' ' + (x.a.text || x.a.object)) + '</code></td><td>' + esc(kernels[x.k].name) +
				'</td><td>' + num(x.a.requests) + '</td><td class="' + (c.got > c.ideal ? 'over' : '') + '">' + num(c.got) + ' ' +
				c.unit + '</td><td>' + num(c.ideal) + '</td><td>' + (x.share ? (100 * x.share).toFixed(1) + '%' : '') +
				'</td><td>' + esc(x.a.status || '') + (x.a.reason ? ': ' + esc(x.a.reason) : '') + '</td></tr>';
		});
		return h + '</table>';
	}

	/*
	 * A file's lines go in chunks of CHUNK.  The first EAGER lines of the
	 * page are laid out at once; later chunks are placeholders of about
	 * their height, filled in when they come near the window (or when a
	 * link points into them), so that a big file opens fast.  Filled,
	 * the browser still skips a chunk's layout while it is off screen.
	 */
	var CHUNK = 100, EAGER = 800, LINE_PX = 18;
	var colours = {};          /* file -> its lines as HTML */
	var eagerLeft = EAGER;

	function lineHtml(f, i, rows) {
		var l = i + 1, slot = (lines[f] || {})[l], cost = '', cls = '', heat = '', bg = '';
		if (slot) {
			slot.kernels.forEach(function (ki) {
				var k = kernels[ki];
				rows.push('<div class="banner">kernel <b>' + esc(k.name) + '</b> &lt;&lt;&lt;' + dims(k.launch.grid) + ', ' +
					dims(k.launch.block) + '&gt;&gt;&gt;' +
					(k.time ? ' \u00b7 predicted ' + seconds(k.time.seconds) + ', bound by ' + esc(k.time.bound) : '') +
					(k.error ? ' \u00b7 not simulated: ' + esc(k.error) : '') + '</div>');
			});
			if (slot.accs.length) {
				var w = lineCost(slot);
				cls = ' acc';
				cost = (w.c.got > w.c.ideal ? '<span class="over">' + ratio(w.c.got, w.c.ideal) + '\u00d7</span> ' : '') +
					short(w.c.got) + ' ' + (w.c.unit === 'wavefronts' ? 'wf' : 'sect');
			}
			if (slot.share > 0.005) {
				heat = '<span class="heat" style="width:' + Math.max(2, Math.round(60 * slot.share)) + 'px" title="' +
					(100 * slot.share).toFixed(1) + '% of its kernel\u2019s predicted time"></span>';
				bg = ' style="background:rgba(228,87,46,' + Math.min(0.35, 0.06 + slot.share * 0.5).toFixed(2) + ')"';
			}
		}
		rows.push('<div id="' + lineId(f, l) + '" class="ln' + cls + (slot && slot.kernels.length ? ' kernel' : '') + '">' +
			'<span class="n">' + l + '</span><span class="c"' + (cls ? ' title="click for the accesses on this line"' : '') + '>' +
			cost + heat + '</span><span class="t"' + bg + '>' + colours[f][i] + '</span></div>');
		if (slot && slot.accs.length)
			rows.push('<div class="detail hidden">' + accessRows(slot) + '</div>');
		if (slot && slot.diags.length) {
			var fb = '', said = {};
			slot.diags.forEach(function (di) {
				var d = diags[di], key = d.column + ':' + d.severity + ':' + d.message;
				if (!said[key])
					fb += findBlock(d, slot);
				said[key] = 1;
			});
			rows.push('<div class="finds">' + fb + '</div>');
		}
	}

	function chunkHtml(f, c) {
		var rows = [], i, n = colours[f].length;
		for (i = c * CHUNK; i < n && i < (c + 1) * CHUNK; i++)
			lineHtml(f, i, rows);
		return rows.join('');
	}

	function fileSection(f) {
		var text = sources[f], h, c, n;
		if (typeof text !== 'string')
			return '<section class="file" id="' + fileId(f) + '"><h3>' + esc(f) + '</h3><p>&nbsp; could not be read</p></section>';
		colours[f] = colour(text);
		n = colours[f].length;
		if (n > 1 && colours[f][n - 1] === '' && /\n$/.test(text))
			colours[f].pop();
		n = colours[f].length;
		h = '<section class="file" id="' + fileId(f) + '"><h3>' + esc(f) + '</h3><div class="src">';
		for (c = 0; c * CHUNK < n; c++) {
			var size = Math.min(CHUNK, n - c * CHUNK);
			if (eagerLeft > 0) {
				h += '<div class="chunk">' + chunkHtml(f, c) + '</div>';
				eagerLeft -= size;
			} else {
				h += '<div class="chunk todo" data-file="' + esc(f) + '" data-chunk="' + c + '" style="height:' +
					size * LINE_PX + 'px"></div>';
			}
		}
		return h + '</div></section>';
	}

	/* Fills a placeholder chunk in. */
	function fill(div) {
		if (!div.classList.contains('todo'))
			return;
		div.classList.remove('todo');
		div.style.height = '';
		div.innerHTML = chunkHtml(div.getAttribute('data-file'), +div.getAttribute('data-chunk'));
		Array.prototype.forEach.call(div.querySelectorAll('details.pic[open]'), drawPicture);
	}

	/* The element with this id, its chunk filled in first. */
	function reach(id) {
		var m = /^(f\d+)-L(\d+)$/.exec(id), sec, div;
		if (m && (sec = document.getElementById(m[1]))) {
			div = sec.querySelector('.chunk.todo[data-chunk="' + Math.floor((+m[2] - 1) / CHUNK) + '"]');
			if (div)
				fill(div);
		}
		return document.getElementById(id);
	}

	/* ---- the page ---------------------------------------------------------- */

	var body = header() + '<main>' + kernelTable() + findingList() + '<h2 id="source">Source</h2>' +
		'<p class="meta">Beside each line with accesses: its costliest access against its ideal (<span class="over">32\u00d7</span> ' +
		'16.8M wf: 32 times the ideal wavefronts) and a bar for the share of its kernel\u2019s predicted time that it costs above ideal. ' +
		'Click the cost for every access on the line.</p>';
	Object.keys(sources).forEach(function (f) { body += fileSection(f); });
	if (page.pictures_left_out)
		body += '<p class="meta">' + page.pictures_left_out + ' pictures were left out of this page; draw one with warpcheck explain FILE:LINE.</p>';
	body += '</main><footer>warpcheck ' + esc(page.version || '') + ' \u00b7 a static model: run <code>warpcheck validate</code> on a GPU to compare with Nsight Compute</footer>';
	document.body.insertAdjacentHTML('beforeend', body);

	sortable(document.getElementById('kernel-table'));
	Array.prototype.forEach.call(document.querySelectorAll('details.pic[open]'), drawPicture);
	/* toggle does not bubble: caught on its way down */
	document.addEventListener('toggle', function (ev) {
		if (ev.target.matches && ev.target.matches('details.pic') && ev.target.open)
			drawPicture(ev.target);
	}, true);
	document.addEventListener('click', function (ev) {
		var c = ev.target.closest && ev.target.closest('.ln.acc .c'), a, next, target;
		if (c) {
			next = c.parentNode.nextSibling;
			if (next && next.classList.contains('detail'))
				next.classList.toggle('hidden');
			return;
		}
		a = ev.target.closest && ev.target.closest('a[href^="#f"]');
		if (a && (target = reach(a.getAttribute('href').slice(1)))) {
			ev.preventDefault();
			history.pushState(null, '', a.getAttribute('href'));
			target.scrollIntoView({ block: 'start' });
		}
	});
	if ('IntersectionObserver' in window) {
		var seen = new IntersectionObserver(function (entries) {
			entries.forEach(function (e) {
				if (e.isIntersecting) {
					seen.unobserve(e.target);
					fill(e.target);
				}
			});
		}, { rootMargin: '2000px 0px' });
		Array.prototype.forEach.call(document.querySelectorAll('.chunk.todo'), function (d) { seen.observe(d); });
	} else {
		Array.prototype.forEach.call(document.querySelectorAll('.chunk.todo'), fill);
	}
	if (page.focus_file) {
		var row = reach(lineId(page.focus_file, page.focus_line));
		if (row) {
			row.classList.add('focus');
			for (var n = row.nextSibling; n && !n.id; n = n.nextSibling) {
				Array.prototype.forEach.call(n.querySelectorAll('details.pic'), function (d) {
					d.open = true;
					drawPicture(d);
				});
			}
			row.scrollIntoView({ block: 'center' });
		}
	}
	if (location.hash && !page.focus_file) {
		var target = reach(location.hash.slice(1));
		if (target)
			target.scrollIntoView({ block: 'start' });
	}
	document.body.setAttribute('data-render-ms', Math.round(performance.now()));
	/* laid out and painted: the frame after the script */
	requestAnimationFrame(function () {
		setTimeout(function () {
			document.body.setAttribute('data-painted-ms', Math.round(performance.now()));
		}, 0);
	});
	document.body.setAttribute('data-rendered', '1');
}());
