--TEST--
FilterIterator subclass
--FILE--
<?php
class Odd extends FilterIterator {
    public function accept(): bool { return $this->current() % 2 == 1; }
}
foreach (new Odd(new ArrayIterator([1, 2, 3, 4, 5])) as $k => $v) echo "$k => $v\n";
?>
--EXPECT--
0 => 1
2 => 3
4 => 5
