--TEST--
invalid UTF-8 gives null
--FILE--
<?php
var_dump(preg_replace_callback('/./u', fn($m) => 'x', "\xff"));
var_dump(preg_last_error());
--EXPECT--
NULL
int(4)
