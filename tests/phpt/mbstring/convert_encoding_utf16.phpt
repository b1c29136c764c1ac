--TEST--
mb_convert_encoding() to and from UTF-16
--INI--
extension=mbstring
--FILE--
<?php
foreach (['UTF-16', 'UTF-16BE', 'UTF-16LE', 'UCS-2', 'UCS-2LE'] as $e) {
    $x = mb_convert_encoding('é€😀', $e, 'UTF-8');
    echo $e, ' ', bin2hex($x), ' ', mb_convert_encoding($x, 'UTF-8', $e), "\n";
}
?>
--EXPECT--
UTF-16 00e920acd83dde00 é€😀
UTF-16BE 00e920acd83dde00 é€😀
UTF-16LE e900ac203dd800de é€😀
UCS-2 00e920ac003f é€?
UCS-2LE e900ac203f00 é€?
