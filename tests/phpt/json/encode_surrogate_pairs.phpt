--TEST--
characters outside the BMP
--FILE--
<?php
var_dump(json_encode("\u{1F4A9}\u{10000}\u{10FFFF}"));
--EXPECT--
string(38) ""\ud83d\udca9\ud800\udc00\udbff\udfff""
