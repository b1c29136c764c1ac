--TEST--
static properties: inheritance shares, redeclaration separates
--FILE--
<?php
class A { public static $shared = 0; public static $own = 'A'; }
class B extends A { public static $own = 'B'; }
B::$shared++;
A::$shared++;
echo A::$shared, B::$shared, A::$own, B::$own, "\n";
$n = 'B'; $p = 'own';
echo $n::$own, $n::$$p, B::${'own'}, "\n";
$arr = ['A', 'shared'];
echo $arr[0]::${$arr[1]}, "\n";
--EXPECT--
22AB
BBB
2
