--TEST--
reading STDIN line by line
--STDIN--
first
second
third
--FILE--
<?php
var_dump(fgets(STDIN));
var_dump(fgets(STDIN), feof(STDIN));
var_dump(stream_get_contents(STDIN));
var_dump(fgets(STDIN), feof(STDIN));
--EXPECT--
string(6) "first
"
string(7) "second
"
bool(false)
string(6) "third
"
bool(false)
bool(true)
