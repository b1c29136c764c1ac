--TEST--
RecursiveIteratorIterator over an IteratorAggregate
--FILE--
<?php
class Agg implements IteratorAggregate {
    function getIterator(): Iterator { return new RecursiveArrayIterator([1, [2]]); }
}
foreach (new RecursiveIteratorIterator(new Agg) as $v) echo $v, "\n";
?>
--EXPECT--
1
2
