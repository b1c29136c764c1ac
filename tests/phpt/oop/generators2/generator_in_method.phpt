--TEST--
Generator methods see $this and static, and generator closures
--FILE--
<?php
class Coll {
    private $items = [1, 2, 3];
    function each() { foreach ($this->items as $i) yield static::class => $i; }
    static function range($n) { for ($i = 0; $i < $n; $i++) yield $i; }
}
class Sub extends Coll {}
foreach ((new Sub)->each() as $k => $v) echo "$k $v\n";
echo implode(',', iterator_to_array(Sub::range(3))), "\n";
$gc = function () { yield 'closure'; };
foreach ($gc() as $v) echo $v, "\n";
$ga = fn() => yield 'arrow';
foreach ($ga() as $v) echo $v, "\n";
--EXPECT--
Sub 1
Sub 2
Sub 3
0,1,2
closure
arrow
