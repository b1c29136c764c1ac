--TEST--
pretty print with forced objects
--FILE--
<?php
echo json_encode([1, [2, 3]], JSON_PRETTY_PRINT | JSON_FORCE_OBJECT), "\n";
--EXPECT--
{
    "0": 1,
    "1": {
        "0": 2,
        "1": 3
    }
}
