--TEST--
@ suppresses the include warning
--INI--
include_path=.
--FILE--
<?php
$r = @include 'include_missing_silenced_nope.inc';
var_dump($r);
--EXPECT--
bool(false)
