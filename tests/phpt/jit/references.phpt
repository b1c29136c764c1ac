--TEST--
JIT: loop variables held in references, by-reference foreach and globals in hot loops
--FILE--
<?php
$i = 0;
$r = &$i;
$n = 0;
for (; $i < 3000; $i++) {
    $n += $r;
}
var_dump($n, $r);
$a = range(1, 2000);
foreach ($a as &$v) {
    $v = $v * 2 + 1;
}
unset($v);
var_dump(array_sum($a), $a[1999]);
function counter(&$c, $n)
{
    for ($i = 0; $i < $n; $i++) {
        $c = $c + 2;
    }
}
$c = 1;
counter($c, 2500);
var_dump($c);
function g()
{
    global $gl;
    for ($i = 0; $i < 2500; $i++) {
        $gl = $gl + $i;
    }
}
$gl = 0;
g();
var_dump($gl);
$arr = [0, 0];
$p = &$arr[1];
for ($k = 0; $k < 2000; $k++) {
    $p = $p + 1;
    $arr[0] += 2;
}
var_dump($arr);
--EXPECT--
int(4498500)
int(3000)
int(4004000)
int(4001)
int(5001)
int(3123750)
array(2) {
  [0]=>
  int(4000)
  [1]=>
  &int(2000)
}
