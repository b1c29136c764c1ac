--TEST--
sprintf space flag pads with spaces
--FILE--
<?php
var_dump(sprintf('[% d]', 5));
var_dump(sprintf('[% 5d]', 5));
var_dump(sprintf('[% 5d]', -5));
--EXPECT--
string(3) "[5]"
string(7) "[    5]"
string(7) "[   -5]"
