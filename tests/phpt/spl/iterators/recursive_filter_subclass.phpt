--TEST--
RecursiveFilterIterator subclass
--FILE--
<?php
class NoZero extends RecursiveFilterIterator {
    function accept(): bool { return $this->current() !== 0; }
}
$it = new RecursiveIteratorIterator(new NoZero(new RecursiveArrayIterator([0, 1, [0, 2, [0, 3]]])));
foreach ($it as $v) echo $v, "\n";
?>
--EXPECT--
1
2
3
