--TEST--
unknown options are ignored
--FILE--
<?php
var_dump(unserialize('i:5;', ['foo' => 'bar']));
--EXPECT--
int(5)
