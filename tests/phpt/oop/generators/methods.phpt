--TEST--
generator: methods, closures and $this
--FILE--
<?php
class C { private $items = [1, 2, 3];
  function each() { foreach ($this->items as $i) yield $i * 10; }
  static function range($a, $b) { for ($i = $a; $i <= $b; $i++) yield $i; } }
$c = new C;
foreach ($c->each() as $v) echo $v, " ";
echo "\n";
foreach (C::range(3, 6) as $v) echo $v, " ";
echo "\n";
$f = function ($n) { while ($n--) yield $n; };
echo implode(",", iterator_to_array($f(4))), "\n";
--EXPECT--
10 20 30 
3 4 5 6 
3,2,1,0
