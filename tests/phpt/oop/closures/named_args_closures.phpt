--TEST--
Named arguments through closures, first-class callables of built-ins and built-in methods
--FILE--
<?php
$f = function($a, $b = 2, ...$rest) { return "$a-$b-" . json_encode($rest); };
echo call_user_func_array($f, ['b' => 5, 'a' => 1]), "\n";
echo $f(b: 3, a: 0), "\n";
echo $f->__invoke(1, b: 9), "\n";
$s = str_pad(...);
echo $s("x", 3, pad_type: STR_PAD_LEFT, pad_string: "-"), "\n";
echo call_user_func_array($s, ['string' => 'y', 'length' => 4]), "\n";
class A { function m($x, $y = 'Y') { return "$x$y"; } }
$m = (new A)->m(...);
echo $m(y: 'b', x: 'a'), "\n";
$ao = new ArrayObject([3,1,2]);
$asort = $ao->asort(...);
$asort();
echo implode(",", (array)$ao), "\n";
$cnt = Closure::fromCallable([$ao, 'count']);
echo $cnt(), "\n";
try { $cnt->call(new ArrayObject([])); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($cnt->bindTo(new ArrayObject([1,2,3,4]))());
--EXPECT--
1-5-[]
0-3-[]
1-9-[]
--x
y   
ab
1,2,3
3
int(4)
