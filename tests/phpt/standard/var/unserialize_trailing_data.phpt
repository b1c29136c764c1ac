--TEST--
data after the value is ignored
--FILE--
<?php
var_dump(unserialize('i:1;xyz'), unserialize('b:1;junk'), unserialize('a:0:{}a:0:{}'));
--EXPECT--
int(1)
bool(true)
array(0) {
}
