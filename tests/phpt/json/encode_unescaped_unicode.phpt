--TEST--
JSON_UNESCAPED_UNICODE
--FILE--
<?php
var_dump(json_encode("é€😀", JSON_UNESCAPED_UNICODE), json_encode(["ключ" => "значение"], JSON_UNESCAPED_UNICODE));
--EXPECT--
string(11) ""é€😀""
string(31) "{"ключ":"значение"}"
