--TEST--
array_search() strict comparison
--FILE--
<?php
var_dump(array_search('1', [0, 1, '1'], true));
var_dump(array_search(1.0, [1, '1', 1.0], true));
--EXPECT--
int(2)
int(2)
