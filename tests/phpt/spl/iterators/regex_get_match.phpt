--TEST--
RegexIterator GET_MATCH mode
--FILE--
<?php
$it = new RegexIterator(new ArrayIterator(['a1', 'b22', 'c']), '/(\w)(\d+)/', RegexIterator::GET_MATCH);
foreach ($it as $k => $m) { echo $k, ": ", implode("|", $m), "\n"; }
?>
--EXPECT--
0: a1|a|1
1: b22|b|22
