--TEST--
JSON_PRETTY_PRINT of nested lists
--FILE--
<?php
echo json_encode([[1, [2, [3, []]]], "s"], JSON_PRETTY_PRINT), "\n";
echo json_encode([], JSON_PRETTY_PRINT), "\n", json_encode([], JSON_PRETTY_PRINT | JSON_FORCE_OBJECT), "\n", json_encode(1, JSON_PRETTY_PRINT), "\n";
--EXPECT--
[
    [
        1,
        [
            2,
            [
                3,
                []
            ]
        ]
    ],
    "s"
]
[]
{}
1
