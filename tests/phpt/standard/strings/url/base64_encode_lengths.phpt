--TEST--
base64_encode of growing strings
--FILE--
<?php
for ($i = 0; $i < 8; $i++) echo base64_encode(substr("abcdefgh", 0, $i)), "|";
echo "\n";
--EXPECT--
|YQ==|YWI=|YWJj|YWJjZA==|YWJjZGU=|YWJjZGVm|YWJjZGVmZw==|
