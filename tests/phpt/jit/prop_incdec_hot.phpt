--TEST--
Property ++/-- in a hot loop (compiled code's cached path): plain, typed,
float and string properties, a property holding a reference, and the
typed property's overflow error at the end
--FILE--
<?php
class C {
    public $n = 0;
    public int $t = PHP_INT_MAX - 3000;
    public $f = 0.5;
    public $s = "a";
    public $r;
}
$o = new C;
$x = 10;
$o->r = &$x;
for ($i = 0; $i < 3000; $i++) {
    $o->n++;
    $o->t++;
    $o->f--;
    if ($i < 30) { $o->s++; }
    $o->r++;
    $y = $o->n--;
    $o->n++;
}
var_dump($o->n, $o->t, $o->f, $o->s, $x, $y);
try {
    for ($i = 0; $i < 5; $i++) {
        $o->t++;
    }
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($o->t === PHP_INT_MAX, $i);
--EXPECT--
int(3000)
int(9223372036854775807)
float(-2999.5)
string(2) "ae"
int(3010)
int(3000)
TypeError: Cannot increment property C::$t of type int past its maximal value
bool(true)
int(0)
