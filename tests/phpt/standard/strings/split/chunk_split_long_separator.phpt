--TEST--
chunk_split where the separator is longer than the chunk
--FILE--
<?php
var_dump(chunk_split("abcde", 1, "---"), chunk_split("ab", 2, "\n"));
--EXPECT--
string(20) "a---b---c---d---e---"
string(3) "ab
"
