--TEST--
Cached $o->p++ / $o->p op= v: int overflow, floats, strings, references, unset slots, several classes at one site
--FILE--
<?php
class A { public $n = 0; public $f = 1.5; public $s = "a"; public $m = PHP_INT_MAX; public $u; }
class B { public $u; public $n = 10; }
function bump($o) {
    $o->n++;
    $o->n += 2;
    $o->n -= 1;
    $o->n *= 3;
    return $o->n--;
}
$a = new A;
$b = new B;
for ($i = 0; $i < 3; $i++) {
    var_dump(bump($a), bump($b));
}
var_dump($a->n, $b->n);
for ($i = 0; $i < 3; $i++) {
    $a->m++;
    $a->f += 1;
    $a->f *= 2.5;
    $a->s .= "b";
    $a->s .= $i;
}
var_dump($a->m, $a->f, $a->s);
$r = &$a->n;
for ($i = 0; $i < 3; $i++) {
    $a->n++;
    $a->n += 5;
}
var_dump($r, $a->n);
unset($r);
unset($a->n);
for ($i = 0; $i < 2; $i++) {
    $a->n++;
}
var_dump($a->n);
unset($a->u);
$a->u += 3;
var_dump($a->u);
$a->u = null;
$a->u .= "x";
var_dump($a->u);
$x = PHP_INT_MIN;
$a->n = $x;
$a->n--;
var_dump($a->n);
$a->n = "5";
$a->n++;
$a->n += 1;
var_dump($a->n);
$s = $a->s;
$a->s .= "!";
var_dump($s === "ab0b1b2", $a->s);
--EXPECTF--
int(6)
int(36)
int(21)
int(111)
int(66)
int(336)
int(65)
int(335)
float(9.223372036854776E+18)
float(47.8125)
string(7) "ab0b1b2"
int(83)
int(83)

Warning: Undefined property: A::$n in %s on line 34
int(2)

Warning: Undefined property: A::$u in %s on line 38
int(3)
string(1) "x"
float(-9.223372036854776E+18)
int(7)
bool(true)
string(8) "ab0b1b2!"
