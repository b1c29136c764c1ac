--TEST--
a non-UTF-8 pattern matches bytes
--FILE--
<?php
var_dump(preg_match("/\xe9/", "caf\xe9"), preg_match("/\xe9/", 'café'));
--EXPECT--
int(1)
int(0)
