--TEST--
hash_update_file()
--FILE--
<?php
$c = hash_init('md5');
hash_update($c, 'x');
var_dump(hash_update_file($c, __FILE__));
echo hash_final($c) === md5('x' . file_get_contents(__FILE__)) ? "same\n" : "different\n";
$c = hash_init('md5');
var_dump(hash_update_file($c, __DIR__ . '/missing.txt'));
?>
--EXPECTF--
bool(true)
same

Warning: hash_update_file(%s/missing.txt): Failed to open stream: No such file or directory in %s on line 7
bool(false)
