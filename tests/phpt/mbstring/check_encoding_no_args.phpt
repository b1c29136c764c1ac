--TEST--
mb_check_encoding() without arguments is deprecated
--INI--
extension=mbstring
--FILE--
<?php
var_dump(mb_check_encoding());
var_dump(mb_check_encoding(null));
?>
--EXPECTF--

Deprecated: mb_check_encoding(): Calling mb_check_encoding() without argument is deprecated in %s on line 2
bool(true)

Deprecated: mb_check_encoding(): Calling mb_check_encoding() without argument is deprecated in %s on line 3
bool(true)
