--TEST--
pretty print with unicode and slashes
--FILE--
<?php
echo json_encode(['url' => 'a/b', 'name' => 'Zoë'], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), "\n";
--EXPECT--
{
    "url": "a/b",
    "name": "Zoë"
}
