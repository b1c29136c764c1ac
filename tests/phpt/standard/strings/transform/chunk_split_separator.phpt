--TEST--
chunk_split with long and empty separators
--FILE--
<?php
var_dump(chunk_split("abcdef", 3, "<br>\n"), chunk_split("abcdef", 3, ""));
--EXPECT--
string(16) "abc<br>
def<br>
"
string(6) "abcdef"
