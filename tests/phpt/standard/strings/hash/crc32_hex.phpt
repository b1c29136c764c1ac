--TEST--
crc32 printed as hex
--FILE--
<?php
printf("%u %08x\n", crc32("hello"), crc32("hello"));
echo dechex(crc32("\xff\x00\xfe")), "\n";
--EXPECT--
907060870 3610a686
1bdc32e4
