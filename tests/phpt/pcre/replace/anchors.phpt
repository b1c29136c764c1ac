--TEST--
anchored replacements
--FILE--
<?php
var_dump(preg_replace('/^/m', '> ', "a\nb\nc"));
var_dump(preg_replace('/$/', '!', "a\n"));
var_dump(preg_replace('/\s+$/D', '', "trim me   \n"));
--EXPECT--
string(11) "> a
> b
> c"
string(4) "a!
!"
string(7) "trim me"
