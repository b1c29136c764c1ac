--TEST--
chained digests
--FILE--
<?php
$h = "seed"; for ($i = 0; $i < 50; $i++) { $h = md5($h . $i) ^ sha1($h); $h = bin2hex($h); }
var_dump($h, crc32($h));
--EXPECT--
string(64) "02065350095d030d53045a000f0055535206055356075207500c56040e590d01"
int(4042270562)
