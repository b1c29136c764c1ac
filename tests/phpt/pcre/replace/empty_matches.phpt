--TEST--
empty matches are replaced between characters
--FILE--
<?php
var_dump(preg_replace('/x*/', '-', 'abc'));
var_dump(preg_replace('//', '-', ''));
var_dump(preg_replace('/b*/', '-', 'abc'));
--EXPECT--
string(7) "-a-b-c-"
string(1) "-"
string(6) "-a--c-"
