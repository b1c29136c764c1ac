--TEST--
mb_convert_encoding() to and from UTF-32
--INI--
extension=mbstring
--FILE--
<?php
foreach (['UTF-32', 'UTF-32BE', 'UTF-32LE', 'UCS-4', 'UCS-4LE'] as $e) {
    $x = mb_convert_encoding('aé😀', $e, 'UTF-8');
    echo $e, ' ', bin2hex($x), ' ', mb_convert_encoding($x, 'UTF-8', $e), "\n";
}
?>
--EXPECT--
UTF-32 00000061000000e90001f600 aé😀
UTF-32BE 00000061000000e90001f600 aé😀
UTF-32LE 61000000e900000000f60100 aé😀
UCS-4 00000061000000e90001f600 aé😀
UCS-4LE 61000000e900000000f60100 aé😀
