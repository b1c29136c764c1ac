--TEST--
Destructor timing for temporaries, clones, array elements and references
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "destroy {$this->n}\n"; } }
function f() { return [new D(1), new D(2)]; }
$x = f()[0];
echo "after index\n";
$o = new D(3);
$o = clone $o;
echo "after clone\n";
$arr = ['k' => new D(4)];
$arr['k'] = null;
echo "after null elem\n";
$list = [new D(5)];
foreach ($list as $item) {}
unset($list);
echo "after unset list\n";
unset($item);
echo "after unset item\n";
$str = (string)(new class { function __toString(): string { return "anon"; } });
echo $str, "\n";
function g(D $d): D { return $d; }
g(new D(6));
echo "after g\n";
$y = new D(7);
$z = &$y;
unset($y);
echo "after unset y\n";
$z = 1;
echo "end\n";
--EXPECT--
destroy 2
after index
destroy 3
after clone
destroy 4
after null elem
after unset list
destroy 5
after unset item
anon
destroy 6
after g
after unset y
destroy 7
end
destroy 3
destroy 1
