--TEST--
hash_final() raw output
--FILE--
<?php
$c = hash_init('crc32b');
hash_update($c, 'hello');
echo bin2hex(hash_final($c, true)), "\n";
echo hash('crc32b', 'hello'), "\n";
printf("%08x\n", crc32('hello'));
?>
--EXPECT--
3610a686
3610a686
3610a686
