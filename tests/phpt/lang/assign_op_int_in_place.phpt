--TEST--
+= and -= on variables in generator bodies and with the JIT off: ints that stay ints, overflow to float, references, strings, arrays, floats and null
--FILE--
<?php
// += and -= on variables in generator bodies and with the JIT off:
// ints that stay ints, overflow to float, references, strings, arrays,
// floats and null.
function g() {
    $s = 0; $t = PHP_INT_MAX - 5; $f = 1.5; $str = "5"; $arr = [1]; $n = null;
    $r = 10; $ref = &$r;
    for ($i = 0; $i < 10; $i++) {
        $s += $i; $s -= 1; $s += $s;
        $t += 1;
        $f += $i;
        $str += 1;
        $arr += [5 => $i];
        $n += 2;
        $ref += 3;
        $x = ($s += 0);
        yield $s;
    }
    $u = PHP_INT_MIN + 2;
    for ($i = 0; $i < 4; $i++) { $u -= 1; }
    var_dump($s, $t, $f, $str, count($arr), $n, $r, $x, $u);
}
foreach (g() as $v) { echo $v, " "; }
echo "\n";
--EXPECT--
-2 -4 -6 -8 -10 -12 -14 -16 -18 -20 int(-20)
float(9.223372036854776E+18)
float(46.5)
int(15)
int(2)
int(20)
int(40)
int(-20)
float(-9.223372036854776E+18)
