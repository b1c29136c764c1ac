--TEST--
AppendIterator with nothing appended
--FILE--
<?php
$it = new AppendIterator();
foreach ($it as $v) echo "never\n";
var_dump($it->valid(), $it->current(), $it->getIteratorIndex());
?>
--EXPECT--
bool(false)
NULL
NULL
