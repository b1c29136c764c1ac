--TEST--
constructor body runs after promoted properties are assigned
--FILE--
<?php
class A { function __construct(public array $items, public int $count = 0) { $this->count = count($this->items); } }
$a = new A([1, 2, 3]);
echo $a->count, "\n";
print_r(get_object_vars($a));
--EXPECT--
3
Array
(
    [items] => Array
        (
            [0] => 1
            [1] => 2
            [2] => 3
        )

    [count] => 3
)
