--TEST--
dechex/hexdec/decbin/bindec/decoct/octdec, ord and chr
--FILE--
<?php
var_dump(dechex(255), dechex(0), dechex(-1), hexdec("ff"), hexdec("FF"), hexdec("fffffffffffffffff"));
var_dump(decbin(10), bindec("1010"), bindec("1z01"), decoct(8), octdec("777"), octdec("9"));
var_dump(ord("A"), ord(""), ord("\xff"), chr(65), chr(321), chr(-1));
--EXPECTF--
string(2) "ff"
string(1) "0"
string(16) "ffffffffffffffff"
int(255)
int(255)
float(2.9514790517935283E+20)

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 3

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 3
string(4) "1010"
int(10)
int(5)
string(2) "10"
int(511)
int(0)
int(65)
int(0)
int(255)
string(1) "A"
string(1) "A"
string(1) "ÿ"
