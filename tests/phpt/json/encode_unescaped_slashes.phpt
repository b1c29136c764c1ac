--TEST--
JSON_UNESCAPED_SLASHES
--FILE--
<?php
var_dump(json_encode("http://x.org/a/b"), json_encode("http://x.org/a/b", JSON_UNESCAPED_SLASHES));
--EXPECT--
string(22) ""http:\/\/x.org\/a\/b""
string(18) ""http://x.org/a/b""
