--TEST--
ctype functions exist
--INI--
extension=ctype
--FILE--
<?php
foreach (['alnum','alpha','cntrl','digit','graph','lower','print','punct','space','upper','xdigit'] as $f) var_dump(function_exists('ctype_' . $f));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
