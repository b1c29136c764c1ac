--TEST--
references serialize back the same
--FILE--
<?php
$s = 'a:4:{i:0;i:1;i:1;R:2;i:2;a:1:{i:0;R:2;}i:3;R:4;}';
echo serialize(unserialize($s)), "\n";
--EXPECTF--

Notice: unserialize(): Error at offset 47 of 48 bytes in %s on line 3
b:0;
