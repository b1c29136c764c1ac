--TEST--
Property reads, writes and increments in hot loops: every value kind,
copies and moves, destructors of overwritten values, sites that see two
classes, and the general paths (unset, typed, readonly, private,
__get, overflow, string increments)
--FILE--
<?php
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "D{$this->n} gone\n"; } }
class P {
    public $i = 0;
    public $s = "x";
    public $a = [1, 2];
    public $o = null;
    public $u;
    private $priv = 5;
    public int $typed = 0;
    public readonly int $ro;
    function __construct() { $this->ro = 1; }
    function sum($k) {
        $t = 0;
        for ($j = 0; $j < $k; $j++) {
            $t += $this->priv + $this->i;
            $this->priv++;
        }
        return $t;
    }
}
class Q extends P { public $extra = "q"; }
class M {
    public $data = [];
    public $seen = 0;
    function __get($n) { $this->seen++; return "magic $n"; }
}

$p = new P;
$q = new Q;
$t = 0;
$str = "";
$last = null;
for ($k = 0; $k < 400; $k++) {
    // Fetches of every kind, into slots that held strings before.
    $v = $p->i;
    $t += $v;
    $str = $p->s;
    $arr = $p->a;
    $arr[] = $k;            // copy-on-write: $p->a keeps two elements
    $last = $p->o;
    // Assigns: literals, variables, temporaries.
    $p->i = $k;
    $p->s = "s" . $k;       // a temporary moves in
    $p->a = $arr;           // a variable's copy
    $p->u = null;
    $p->o = $k % 100 == 99 ? new D($k) : null;
    if ($k % 100 == 0) {
        echo "at $k\n";
    }
    // Increments, pre and post, results used and not.
    $p->i++;
    --$p->i;
    $x = $p->i++;
    $y = ++$p->i;
    $t += $x + $y;
    // The same sites with an object of a subclass (another class).
    $o = $k % 2 ? $p : $q;
    $t += $o->i;
    $o->i = 7;
    $o->i++;
}
echo "after loop\n";
var_dump($t, $str, count($p->a), count($arr), $p->i, $q->i, $last);
echo $p->sum(300), "\n";

// A slot that is unset or uninitialised, an int at its limit, a string
// stepped, typed and readonly properties: the general paths.
$m = new M;
$r = [];
for ($k = 0; $k < 300; $k++) {
    if ($k == 250) {
        unset($p->u);
        $p->i = PHP_INT_MAX;
        $p->s = "Az";
    }
    $r[0] = $m->nope;
    $p->i++;
    $p->s++;
    try {
        $p->typed = $k == 299 ? "12" : $k;
        $p->typed++;
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
    if ($k >= 298) {
        try {
            $p->ro = 2;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
        try {
            $p->ro++;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
        }
        $w = $p->u;
    }
}
var_dump($r, $m->seen, $p->i, $p->s, $p->typed, $p->ro);

// Visibility: a private property read from outside fails at its site.
function peek($o) {
    return $o->priv;
}
for ($k = 0; $k < 3; $k++) {
    try {
        peek($p);
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
// A property holding the last handle of an object, overwritten.
$h = new P;
for ($k = 0; $k < 300; $k++) {
    $h->o = new D($k);
    if ($k == 298) {
        echo "before last\n";
    }
}
echo "end\n";
--EXPECTF--
at 0
at 100
D99 gone
at 200
D199 gone
at 300
D299 gone
after loop
int(244184)
string(4) "s398"
int(402)
int(402)
int(8)
int(8)
NULL
48750
Cannot modify readonly property P::$ro
Cannot modify readonly property P::$ro

Warning: Undefined property: P::$u in %s on line 97
Cannot modify readonly property P::$ro
Cannot modify readonly property P::$ro

Warning: Undefined property: P::$u in %s on line 97
array(1) {
  [0]=>
  string(10) "magic nope"
}
int(300)
float(9.223372036854776E+18)
string(2) "Cx"
int(13)
int(1)
Cannot access private property P::$priv
Cannot access private property P::$priv
Cannot access private property P::$priv
D0 gone
D1 gone
D2 gone
D3 gone
D4 gone
D5 gone
D6 gone
D7 gone
D8 gone
D9 gone
D10 gone
D11 gone
D12 gone
D13 gone
D14 gone
D15 gone
D16 gone
D17 gone
D18 gone
D19 gone
D20 gone
D21 gone
D22 gone
D23 gone
D24 gone
D25 gone
D26 gone
D27 gone
D28 gone
D29 gone
D30 gone
D31 gone
D32 gone
D33 gone
D34 gone
D35 gone
D36 gone
D37 gone
D38 gone
D39 gone
D40 gone
D41 gone
D42 gone
D43 gone
D44 gone
D45 gone
D46 gone
D47 gone
D48 gone
D49 gone
D50 gone
D51 gone
D52 gone
D53 gone
D54 gone
D55 gone
D56 gone
D57 gone
D58 gone
D59 gone
D60 gone
D61 gone
D62 gone
D63 gone
D64 gone
D65 gone
D66 gone
D67 gone
D68 gone
D69 gone
D70 gone
D71 gone
D72 gone
D73 gone
D74 gone
D75 gone
D76 gone
D77 gone
D78 gone
D79 gone
D80 gone
D81 gone
D82 gone
D83 gone
D84 gone
D85 gone
D86 gone
D87 gone
D88 gone
D89 gone
D90 gone
D91 gone
D92 gone
D93 gone
D94 gone
D95 gone
D96 gone
D97 gone
D98 gone
D99 gone
D100 gone
D101 gone
D102 gone
D103 gone
D104 gone
D105 gone
D106 gone
D107 gone
D108 gone
D109 gone
D110 gone
D111 gone
D112 gone
D113 gone
D114 gone
D115 gone
D116 gone
D117 gone
D118 gone
D119 gone
D120 gone
D121 gone
D122 gone
D123 gone
D124 gone
D125 gone
D126 gone
D127 gone
D128 gone
D129 gone
D130 gone
D131 gone
D132 gone
D133 gone
D134 gone
D135 gone
D136 gone
D137 gone
D138 gone
D139 gone
D140 gone
D141 gone
D142 gone
D143 gone
D144 gone
D145 gone
D146 gone
D147 gone
D148 gone
D149 gone
D150 gone
D151 gone
D152 gone
D153 gone
D154 gone
D155 gone
D156 gone
D157 gone
D158 gone
D159 gone
D160 gone
D161 gone
D162 gone
D163 gone
D164 gone
D165 gone
D166 gone
D167 gone
D168 gone
D169 gone
D170 gone
D171 gone
D172 gone
D173 gone
D174 gone
D175 gone
D176 gone
D177 gone
D178 gone
D179 gone
D180 gone
D181 gone
D182 gone
D183 gone
D184 gone
D185 gone
D186 gone
D187 gone
D188 gone
D189 gone
D190 gone
D191 gone
D192 gone
D193 gone
D194 gone
D195 gone
D196 gone
D197 gone
D198 gone
D199 gone
D200 gone
D201 gone
D202 gone
D203 gone
D204 gone
D205 gone
D206 gone
D207 gone
D208 gone
D209 gone
D210 gone
D211 gone
D212 gone
D213 gone
D214 gone
D215 gone
D216 gone
D217 gone
D218 gone
D219 gone
D220 gone
D221 gone
D222 gone
D223 gone
D224 gone
D225 gone
D226 gone
D227 gone
D228 gone
D229 gone
D230 gone
D231 gone
D232 gone
D233 gone
D234 gone
D235 gone
D236 gone
D237 gone
D238 gone
D239 gone
D240 gone
D241 gone
D242 gone
D243 gone
D244 gone
D245 gone
D246 gone
D247 gone
D248 gone
D249 gone
D250 gone
D251 gone
D252 gone
D253 gone
D254 gone
D255 gone
D256 gone
D257 gone
D258 gone
D259 gone
D260 gone
D261 gone
D262 gone
D263 gone
D264 gone
D265 gone
D266 gone
D267 gone
D268 gone
D269 gone
D270 gone
D271 gone
D272 gone
D273 gone
D274 gone
D275 gone
D276 gone
D277 gone
D278 gone
D279 gone
D280 gone
D281 gone
D282 gone
D283 gone
D284 gone
D285 gone
D286 gone
D287 gone
D288 gone
D289 gone
D290 gone
D291 gone
D292 gone
D293 gone
D294 gone
D295 gone
D296 gone
D297 gone
before last
D298 gone
end
D299 gone
D399 gone
