--TEST--
Exceeding memory_limit while filling an array
--FILE--
<?php
ini_set('memory_limit', '4M');
$a = [];
for ($i = 0; ; $i++) { $a[] = str_repeat('a', 100); }
--EXPECTF--

Fatal error: Allowed memory size of 4194304 bytes exhausted (tried to allocate %d bytes) in %s on line 4
