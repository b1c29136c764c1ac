--TEST--
date_parse_from_format(): ! and | resets
--FILE--
<?php
foreach ([['!Y-m-d', '2021-03-15'], ['Y-m-d|', '2021-03-15'], ['!H:i', '10:20'], ['!d', '15'], ['z Y', '74 2021'], ['Y z', '2021 74']] as [$f, $s]) {
    echo var_export($f, true), ' ', var_export($s, true), ":\n";
    print_r(date_parse_from_format($f, $s));
}
?>
--EXPECT--
'!Y-m-d' '2021-03-15':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 0
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'Y-m-d|' '2021-03-15':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 0
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'!H:i' '10:20':
Array
(
    [year] => 1970
    [month] => 1
    [day] => 1
    [hour] => 10
    [minute] => 20
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'!d' '15':
Array
(
    [year] => 1970
    [month] => 1
    [day] => 15
    [hour] => 0
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'z Y' '74 2021':
Array
(
    [year] => 2021
    [month] => 
    [day] => 
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 1
    [errors] => Array
        (
            [0] => A 'day of year' can only come after a year has been found
        )

    [is_localtime] => 
)
'Y z' '2021 74':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 16
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
