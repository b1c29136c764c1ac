--TEST--
var_dump of a HashContext
--FILE--
<?php
$c = hash_init('md5');
echo get_class($c), "\n";
var_dump(hash_update($c, 'a'));
?>
--EXPECT--
HashContext
bool(true)
