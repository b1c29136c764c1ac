--TEST--
the three CRC-32 variants and crc32()
--FILE--
<?php
foreach (['', 'a', '123456789', "\xff\x00"] as $s) {
    echo hash('crc32', $s), ' ', hash('crc32b', $s), ' ', hash('crc32c', $s), ' ', dechex(crc32($s)), "\n";
}
?>
--EXPECT--
00000000 00000000 00000000 0
6b9b9319 e8b7be43 c1d04330 e8b7be43
181989fc cbf43926 e3069283 cbf43926
4bbff7b1 d2fdef8d 52825351 d2fdef8d
