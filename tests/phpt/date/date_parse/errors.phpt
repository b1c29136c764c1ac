--TEST--
date_parse(): errors and warnings
--FILE--
<?php
foreach (['foo', '2021-02-30', '10:00 11:00', '2021-03-15 2021-03-16', ''] as $s) {
    echo var_export($s, true), ":\n";
    print_r(date_parse($s));
}
?>
--EXPECT--
'foo':
Array
(
    [year] => 
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
            [0] => The timezone could not be found in the database
        )

    [is_localtime] => 1
    [zone_type] => 0
)
'2021-02-30':
Array
(
    [year] => 2021
    [month] => 2
    [day] => 30
    [hour] => 
    [minute] => 
    [second] => 
    [fraction] => 
    [warning_count] => 1
    [warnings] => Array
        (
            [11] => The parsed date was invalid
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 
)
'10:00 11:00':
Array
(
    [year] => 
    [month] => 
    [day] => 
    [hour] => 10
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 1
    [errors] => Array
        (
            [6] => Double time specification
        )

    [is_localtime] => 
)
'2021-03-15 2021-03-16':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
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
            [11] => Double date specification
        )

    [is_localtime] => 
)
'':
Array
(
    [year] => 
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
            [0] => Empty string
        )

    [is_localtime] => 
)
